import { openDatabase, migrate } from "./backend/db/client.ts";
import { seedDemo } from "./backend/db/seed.ts";
const db = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: "memory://" });
await migrate(db);
const t = Date.now();
const stats = await seedDemo(db, { products: Number(process.argv[2]) });
console.log(stats, Date.now() - t, process.memoryUsage().rss / 1e6);
await db.close();
