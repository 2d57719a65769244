/** Blog: article categories and articles with their blocks (texts in az, en, ru). */
import type { I18n } from "../../schema.ts";
import type { ProductKind } from "../../../media/kinds.ts";
import { t } from "./catalog.ts";
import type { Ref } from "./merch.ts";

export const ARTICLE_CATEGORIES: { key: string; title: I18n }[] = [
  { key: "style", title: t("Style guide", "Stil bələdçisi", "Гид по стилю") },
  { key: "trends", title: t("Trends", "Trendlər", "Тренды") },
  { key: "care", title: t("Care & tips", "Qulluq və məsləhətlər", "Уход и советы") },
  { key: "news", title: t("News", "Xəbərlər", "Новости") },
];

/** Where a block links to: a collection, a category (leaf key) or a fixed path. */
export type LinkDef = { collection: string } | { category: string } | { path: string };

export type BlockDef =
  | { name: "text_banner"; headline: I18n; desc: I18n }
  | { name: "text_product_banner"; headline: I18n; desc: I18n; product: Ref; side: "left" | "right" }
  | { name: "text_product_image_banner"; headline: I18n; desc: I18n; product: Ref; side: "left" | "right" }
  | { name: "blog_image_text_banner"; headline: I18n; subHeadline: I18n; desc: I18n; side: "left" | "right"; link?: LinkDef }
  | { name: "blog_big_image_text_banner"; headline: I18n; subHeadline: I18n; desc: I18n; link?: LinkDef }
  | { name: "youtube_video_banner"; headline: I18n; videoId: string }
  | { name: "blog_big_banner"; headline: I18n; subHeadline: I18n; link?: LinkDef }
  | { name: "image_banner"; headline: I18n; link?: LinkDef };

export interface ArticleDef {
  title: I18n;
  desc: I18n;
  categories: string[];
  /** days before the seed date */
  daysAgo: number;
  kind: ProductKind;
  color: string;
  blocks: BlockDef[];
}

const p = (en: string, az: string, ru: string): I18n => ({ en: `<p>${en}</p>`, az: `<p>${az}</p>`, ru: `<p>${ru}</p>` });

export const ARTICLES: ArticleDef[] = [
  {
    title: t("How to build a linen capsule wardrobe", "Kətan kapsul qarderobu necə yığılır", "Как собрать льняной капсульный гардероб"),
    desc: t(
      "Ten pieces, endless combinations: our stylists' recipe for a hot Baku summer.",
      "On əşya, saysız kombinasiya: stilistlərimizin isti Bakı yayı üçün resepti.",
      "Десять вещей и бесконечные сочетания: рецепт наших стилистов для жаркого бакинского лета.",
    ),
    categories: ["style"],
    daysAgo: 3,
    kind: "shirt",
    color: "d9c4a3",
    blocks: [
      {
        name: "text_banner",
        headline: t("Start with neutrals", "Neytral rənglərlə başlayın", "Начните с нейтральных цветов"),
        desc: p(
          "A capsule works when every top goes with every bottom. Pick two or three base colours — sand, white and navy are a safe trio — and add one accent you love.",
          "Kapsul o zaman işləyir ki, hər üst geyim hər alt geyimlə uyğun gəlsin. İki-üç əsas rəng seçin — qum, ağ və tünd göy etibarlı üçlükdür — və sevdiyiniz bir parlaq rəng əlavə edin.",
          "Капсула работает, когда любой верх сочетается с любым низом. Выберите два-три базовых цвета — песочный, белый и тёмно-синий — и добавьте один любимый акцент.",
        ),
      },
      {
        name: "blog_image_text_banner",
        headline: t("Why linen", "Niyə kətan", "Почему лён"),
        subHeadline: t("Cool on the hottest days", "Ən isti günlərdə belə sərin", "Прохладно даже в самую жару"),
        desc: p(
          "Linen lets air through and dries quickly, so it stays comfortable at 38 °C. The creases are part of its charm — just shake and hang.",
          "Kətan havanı keçirir və tez quruyur, ona görə 38 °C-də də rahatdır. Qırışları onun cazibəsinin bir hissəsidir — sadəcə silkələyib asın.",
          "Лён пропускает воздух и быстро сохнет, поэтому в нём комфортно и при 38 °C. Заломы — часть его обаяния: просто встряхните и повесьте.",
        ),
        side: "left",
        link: { collection: "linen" },
      },
      {
        name: "text_product_banner",
        headline: t("The shirt that does everything", "Hər şeyə yarayan köynək", "Рубашка на все случаи"),
        desc: p(
          "Wear it buttoned with trousers to the office, open over a T-shirt at the weekend, or as a light jacket in the evening.",
          "Ofisə şalvarla düymələnmiş, həftə sonu futbolkanın üstündən açıq, axşam isə yüngül gödəkcə kimi geyinin.",
          "Застёгнутой с брюками — в офис, нараспашку поверх футболки — на выходные, вечером — вместо лёгкого жакета.",
        ),
        product: ["men-shirts", 1],
        side: "right",
      },
      { name: "image_banner", headline: t("Linen edit", "Kətan seçimi", "Льняная коллекция"), link: { collection: "linen" } },
    ],
  },
  {
    title: t("Five ways to wear a slip dress", "Qolsuz donu geyinməyin beş yolu", "Пять способов носить платье-комбинацию"),
    desc: t(
      "From the office to a wedding: one dress, five looks.",
      "Ofisdən toya qədər: bir don, beş obraz.",
      "От офиса до свадьбы: одно платье — пять образов.",
    ),
    categories: ["style", "trends"],
    daysAgo: 8,
    kind: "dress",
    color: "6e1e2e",
    blocks: [
      {
        name: "text_banner",
        headline: t("Layer it up", "Qat-qat geyinin", "Играйте со слоями"),
        desc: p(
          "Over a fine T-shirt or under a chunky jumper, a slip dress turns into a day look in a minute. Add sneakers and a tote and you are ready.",
          "Nazik futbolkanın üstündən və ya qalın cemperin altından geyinilən qolsuz don bir dəqiqəyə gündəlik obraza çevrilir. Krossovka və şopper əlavə edin — hazırsınız.",
          "Поверх тонкой футболки или под объёмный джемпер — и платье-комбинация становится дневным образом. Добавьте кеды и сумку-тоут — готово.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("Our favourite", "Sevimlimiz", "Наш фаворит"),
        desc: p(
          "Fluid fabric, adjustable straps and a length that works with flats and heels alike.",
          "Axıcı parça, tənzimlənən çiyin bağları və həm düz, həm də dabanlı ayaqqabı ilə uyğun uzunluq.",
          "Струящаяся ткань, регулируемые бретели и длина, которая подходит и к балеткам, и к каблукам.",
        ),
        product: ["women-dresses", 4],
        side: "left",
      },
      {
        name: "blog_big_banner",
        headline: t("Evening edit", "Axşam seçimi", "Вечерняя коллекция"),
        subHeadline: t("Satin, silk and heels for nights out", "Axşamlar üçün atlas, ipək və dabanlı ayaqqabılar", "Атлас, шёлк и каблуки для выходов в свет"),
        link: { collection: "evening" },
      },
      {
        name: "text_banner",
        headline: t("For the wedding season", "Toy mövsümü üçün", "Для сезона свадеб"),
        desc: p(
          "Choose a deep colour like burgundy, add a satin clutch and block heels — comfortable enough to dance until the last song.",
          "Bordo kimi tünd rəng seçin, atlas klatç və qalın daban əlavə edin — son mahnıya qədər rəqs etmək üçün kifayət qədər rahatdır.",
          "Выберите глубокий цвет, например бордо, добавьте атласный клатч и устойчивый каблук — можно танцевать до последней песни.",
        ),
      },
    ],
  },
  {
    title: t("Autumn trends: camel, burgundy and soft tailoring", "Payız trendləri: kamel, bordo və yumşaq klassika", "Тренды осени: кэмел, бордо и мягкий крой"),
    desc: t(
      "The colours and shapes we will be wearing from October to December.",
      "Oktyabrdan dekabra qədər geyinəcəyimiz rənglər və formalar.",
      "Цвета и силуэты, которые мы будем носить с октября по декабрь.",
    ),
    categories: ["trends"],
    daysAgo: 14,
    kind: "coat",
    color: "b8864f",
    blocks: [
      {
        name: "blog_big_image_text_banner",
        headline: t("The camel coat is back", "Kamel palto geri qayıdır", "Пальто цвета кэмел возвращается"),
        subHeadline: t("A classic that never really left", "Heç vaxt dəbdən düşməyən klassika", "Классика, которая никуда не уходила"),
        desc: p(
          "Long, belted and slightly oversized: this season's coat goes over a hoodie as easily as over a suit.",
          "Uzun, kəmərli və bir az sərbəst: bu mövsümün paltosu hudinin üstündən də, kostyumun üstündən də asanlıqla geyinilir.",
          "Длинное, с поясом и чуть свободное: пальто этого сезона одинаково хорошо и поверх худи, и поверх костюма.",
        ),
        link: { category: "women-outerwear" },
      },
      {
        name: "text_banner",
        headline: t("Burgundy everything", "Hər yerdə bordo", "Бордо повсюду"),
        desc: p(
          "Deep red shows up on knitwear, boots and bags. Pair it with grey and camel for a rich, calm palette.",
          "Tünd qırmızı trikotajda, çəkmələrdə və çantalarda görünür. Zəngin və sakit palitra üçün onu boz və kamel ilə birləşdirin.",
          "Глубокий красный — на трикотаже, обуви и сумках. Сочетайте его с серым и кэмелом для богатой и спокойной палитры.",
        ),
      },
      {
        name: "text_product_banner",
        headline: t("Soft tailoring", "Yumşaq klassika", "Мягкий крой"),
        desc: p(
          "Unlined blazers and wide trousers replace stiff suits: polished, but easy to move in.",
          "Astarsız jaketlər və enli şalvarlar sərt kostyumları əvəz edir: səliqəli, amma hərəkət üçün rahat.",
          "Жакеты без подкладки и широкие брюки вместо жёстких костюмов: элегантно и свободно.",
        ),
        product: ["women-outerwear", 2],
        side: "left",
      },
      { name: "image_banner", headline: t("Autumn outerwear", "Payız üst geyimləri", "Осенняя верхняя одежда"), link: { category: "men-outerwear" } },
    ],
  },
  {
    title: t("How to choose running shoes", "Qaçış ayaqqabısını necə seçmək olar", "Как выбрать беговые кроссовки"),
    desc: t(
      "Cushioning, drop and fit explained — before your first 10 km on the boulevard.",
      "Amortizasiya, daban fərqi və ölçü — bulvarda ilk 10 km-dən əvvəl bilməli olduqlarınız.",
      "Амортизация, перепад и посадка — всё, что нужно знать до первых 10 км по бульвару.",
    ),
    categories: ["care", "style"],
    daysAgo: 20,
    kind: "sneaker",
    color: "3b6fb0",
    blocks: [
      {
        name: "text_banner",
        headline: t("Fit comes first", "Əvvəlcə ölçü", "Сначала — посадка"),
        desc: p(
          "Leave a thumb's width in front of your longest toe: feet swell on longer runs. Try shoes on in the evening, with your running socks.",
          "Ən uzun barmağınızın qarşısında bir baş barmaq qədər yer saxlayın: uzun qaçışda ayaq şişir. Ayaqqabını axşam, qaçış corabları ilə geyinib yoxlayın.",
          "Оставьте запас в ширину большого пальца перед самым длинным пальцем: на длинной дистанции стопа отекает. Примеряйте вечером и в беговых носках.",
        ),
      },
      { name: "youtube_video_banner", headline: t("Warm-up before a run", "Qaçışdan əvvəl isinmə", "Разминка перед пробежкой"), videoId: "bz4r7Qk2LmA" },
      {
        name: "text_product_image_banner",
        headline: t("A good first pair", "Yaxşı ilk cüt", "Хорошая первая пара"),
        desc: p(
          "Neutral, well cushioned and forgiving — ideal for easy runs three times a week.",
          "Neytral, yaxşı amortizasiyalı və bağışlayan — həftədə üç dəfə yüngül qaçış üçün ideal.",
          "Нейтральные, с хорошей амортизацией — идеальны для лёгких пробежек три раза в неделю.",
        ),
        product: ["sport-running-shoes", 0],
        side: "right",
      },
    ],
  },
  {
    title: t("Caring for leather shoes and bags", "Dəri ayaqqabı və çantalara qulluq", "Уход за кожаной обувью и сумками"),
    desc: t(
      "Three simple habits that keep leather looking good for years.",
      "Dərini illərlə gözəl saxlayan üç sadə vərdiş.",
      "Три простые привычки, которые сохранят кожу красивой на годы.",
    ),
    categories: ["care"],
    daysAgo: 27,
    kind: "bag",
    color: "6e4b33",
    blocks: [
      {
        name: "text_banner",
        headline: t("Clean, feed, rest", "Təmizləyin, qidalandırın, dincəldin", "Очищайте, питайте, давайте отдыхать"),
        desc: p(
          "Wipe off dust after wearing, treat with cream once a season and never wear the same pair two days in a row — leather needs a day to dry.",
          "Geyindikdən sonra tozu silin, mövsümdə bir dəfə kremlə qulluq edin və eyni cütü iki gün ardıcıl geyinməyin — dərinin qurumağa bir günə ehtiyacı var.",
          "Стирайте пыль после носки, раз в сезон обрабатывайте кремом и не носите одну пару два дня подряд — коже нужен день, чтобы просохнуть.",
        ),
      },
      {
        name: "blog_image_text_banner",
        headline: t("Rainy day?", "Yağışlı gün?", "Дождливый день?"),
        subHeadline: t("Dry slowly, away from heaters", "Yavaş-yavaş, radiatordan uzaqda qurudun", "Сушите медленно, вдали от батареи"),
        desc: p(
          "Stuff wet shoes with paper and let them dry at room temperature. Heat makes leather crack.",
          "Yaş ayaqqabının içinə kağız doldurun və otaq temperaturunda qurudun. İstilik dərini çatladır.",
          "Набейте мокрую обувь бумагой и дайте ей высохнуть при комнатной температуре: от жара кожа трескается.",
        ),
        side: "right",
        link: { category: "men-boots" },
      },
      {
        name: "text_product_banner",
        headline: t("Built to age well", "Yaşlandıqca gözəlləşir", "С годами только лучше"),
        desc: p(
          "Full-grain leather develops a patina that makes every bag unique.",
          "Təbii üz dəri hər çantanı unikal edən patina qazanır.",
          "Натуральная кожа со временем покрывается патиной, и каждая сумка становится уникальной.",
        ),
        product: ["acc-handbags", 0],
        side: "left",
      },
    ],
  },
  {
    title: t("What to pack for a weekend in Shahdag", "Şahdağda həftə sonu üçün nə götürməli", "Что взять на выходные в Шахдаг"),
    desc: t(
      "Layers, boots and a warm hat: a packing list for the mountains.",
      "Qat-qat geyim, çəkmə və isti papaq: dağlar üçün siyahı.",
      "Слои, ботинки и тёплая шапка: список вещей для гор.",
    ),
    categories: ["style"],
    daysAgo: 35,
    kind: "puffer",
    color: "3e6e4f",
    blocks: [
      {
        name: "blog_big_banner",
        headline: t("Mountain weekend", "Dağda həftə sonu", "Выходные в горах"),
        subHeadline: t("Warm layers for cold mornings", "Soyuq səhərlər üçün isti qatlar", "Тёплые слои для холодного утра"),
        link: { category: "men-outerwear" },
      },
      {
        name: "text_banner",
        headline: t("Think in three layers", "Üç qat düşünün", "Думайте тремя слоями"),
        desc: p(
          "A breathable base layer, a warm knit in the middle and a wind-proof jacket on top. Take one off as the sun comes out.",
          "Hava keçirən alt qat, ortada isti trikotaj və üstdə küləkkeçirməz gödəkcə. Günəş çıxanda birini çıxarın.",
          "Дышащий базовый слой, тёплый трикотаж посередине и непродуваемая куртка сверху. Выглянуло солнце — снимите один слой.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("The jacket to take", "Götürməli olduğunuz gödəkcə", "Куртка, которую стоит взять"),
        desc: p(
          "Light enough to pack, warm enough for the ski lift at 2 500 metres.",
          "Çantaya sığacaq qədər yüngül, 2 500 metrdə kanat yolu üçün kifayət qədər isti.",
          "Достаточно лёгкая, чтобы уложить в сумку, и достаточно тёплая для подъёмника на высоте 2 500 метров.",
        ),
        product: ["men-outerwear", 2],
        side: "left",
      },
      { name: "image_banner", headline: t("Winter accessories", "Qış aksesuarları", "Зимние аксессуары"), link: { category: "acc-caps" } },
    ],
  },
  {
    title: t("A cosy home for long winter evenings", "Uzun qış axşamları üçün isti ev", "Уютный дом для долгих зимних вечеров"),
    desc: t(
      "Warm light, soft textiles and the smell of quince: small changes with a big effect.",
      "İsti işıq, yumşaq tekstil və heyva ətri: böyük təsirli kiçik dəyişikliklər.",
      "Тёплый свет, мягкий текстиль и аромат айвы: маленькие перемены с большим эффектом.",
    ),
    categories: ["trends"],
    daysAgo: 41,
    kind: "lamp",
    color: "d6a22a",
    blocks: [
      {
        name: "text_banner",
        headline: t("Light in layers", "Qat-qat işıq", "Свет слоями"),
        desc: p(
          "Switch off the ceiling light and use two or three lamps at different heights. Choose bulbs of 2 700 K for a warm glow.",
          "Tavan işığını söndürün və müxtəlif hündürlükdə iki-üç lampa istifadə edin. İsti işıq üçün 2 700 K lampalar seçin.",
          "Выключите верхний свет и расставьте две-три лампы на разной высоте. Для тёплого света выбирайте лампочки 2 700 K.",
        ),
      },
      {
        name: "blog_big_image_text_banner",
        headline: t("Textures to touch", "Toxunmaq istədiyiniz teksturalar", "Фактуры, которых хочется коснуться"),
        subHeadline: t("Velvet, wool and linen", "Məxmər, yun və kətan", "Бархат, шерсть и лён"),
        desc: p(
          "Mix cushions in different fabrics but one colour family — the sofa looks calm and inviting.",
          "Müxtəlif parçalardan, amma bir rəng ailəsindən yastıqları birləşdirin — divan sakit və cəlbedici görünəcək.",
          "Сочетайте подушки из разных тканей, но одной цветовой гаммы — диван будет выглядеть спокойно и уютно.",
        ),
        link: { collection: "home" },
      },
      {
        name: "text_product_banner",
        headline: t("A scent for the evening", "Axşam üçün ətir", "Аромат для вечера"),
        desc: p(
          "Quince and fig candles fill the room in twenty minutes and burn cleanly for up to 45 hours.",
          "Heyva və əncir ətirli şamlar iyirmi dəqiqəyə otağı doldurur və 45 saata qədər təmiz yanır.",
          "Свечи с ароматом айвы и инжира наполняют комнату за двадцать минут и горят до 45 часов.",
        ),
        product: ["home-candles", 3],
        side: "right",
      },
    ],
  },
  {
    title: t("Bazaar opens at Ganjlik Mall", "Bazaar Gənclik Mall-da açıldı", "Bazaar открылся в Гянджлик Молл"),
    desc: t(
      "Our second store is open every day from 10:00 to 22:00, with free pickup of online orders.",
      "İkinci mağazamız hər gün 10:00-dan 22:00-dək açıqdır, onlayn sifarişləri pulsuz götürə bilərsiniz.",
      "Наш второй магазин работает ежедневно с 10:00 до 22:00, онлайн-заказы можно забрать бесплатно.",
    ),
    categories: ["news"],
    daysAgo: 50,
    kind: "bag",
    color: "b52a30",
    blocks: [
      {
        name: "text_banner",
        headline: t("Come and say hello", "Gəlin, tanış olaq", "Приходите знакомиться"),
        desc: p(
          "The new store on the second floor of Ganjlik Mall brings together women's, men's and home collections on 400 square metres.",
          "Gənclik Mall-un ikinci mərtəbəsindəki yeni mağaza 400 kvadratmetrdə qadın, kişi və ev kolleksiyalarını bir araya gətirir.",
          "Новый магазин на втором этаже Гянджлик Молл объединяет женскую, мужскую и домашнюю коллекции на 400 квадратных метрах.",
        ),
      },
      { name: "image_banner", headline: t("Our stores", "Mağazalarımız", "Наши магазины"), link: { path: "/branches" } },
      { name: "youtube_video_banner", headline: t("A walk through the new store", "Yeni mağazada gəzinti", "Прогулка по новому магазину"), videoId: "Yk3v9TqPp0s" },
      {
        name: "blog_image_text_banner",
        headline: t("Pick up your order", "Sifarişinizi götürün", "Заберите заказ"),
        subHeadline: t("Free, usually the same day", "Pulsuz, adətən həmin gün", "Бесплатно, обычно в тот же день"),
        desc: p(
          "Choose pickup at checkout and we will send an SMS as soon as your order is ready at the store.",
          "Sifarişi rəsmiləşdirərkən mağazadan götürməni seçin, sifariş hazır olan kimi SMS göndərəcəyik.",
          "Выберите самовывоз при оформлении — мы пришлём SMS, как только заказ будет готов в магазине.",
        ),
        side: "left",
        link: { path: "/branches" },
      },
    ],
  },
  {
    title: t("Gift guide for Novruz", "Novruz üçün hədiyyə bələdçisi", "Подарки на Новруз"),
    desc: t(
      "Thoughtful gifts for family and friends, from candles to fragrance.",
      "Ailə və dostlar üçün şamdan ətirə qədər düşünülmüş hədiyyələr.",
      "Продуманные подарки для семьи и друзей — от свечей до парфюма.",
    ),
    categories: ["style", "news"],
    daysAgo: 62,
    kind: "perfume",
    color: "e7b3b9",
    blocks: [
      {
        name: "text_banner",
        headline: t("Spring is coming", "Bahar gəlir", "Весна на пороге"),
        desc: p(
          "Novruz is the time to visit family with sweets and small presents. Here are our ideas for every budget.",
          "Novruz şirniyyat və kiçik hədiyyələrlə ailəyə baş çəkmək vaxtıdır. Hər büdcə üçün fikirlərimiz burada.",
          "Новруз — время навещать родных со сладостями и небольшими подарками. Вот наши идеи на любой бюджет.",
        ),
      },
      {
        name: "text_product_banner",
        headline: t("For her", "Onun üçün", "Для неё"),
        desc: p(
          "A rose fragrance in an elegant bottle — and a scented candle comes as a gift.",
          "Zərif şüşədə qızılgül ətri — üstəlik ətirli şam hədiyyə.",
          "Розовый аромат в элегантном флаконе — и ароматическая свеча в подарок.",
        ),
        product: ["beauty-perfume", 0],
        side: "left",
      },
      {
        name: "text_product_image_banner",
        headline: t("For the home", "Ev üçün", "Для дома"),
        desc: p(
          "Hand-glazed mugs are a gift that is used every single day.",
          "Əl ilə şirələnmiş fincanlar hər gün istifadə olunan hədiyyədir.",
          "Кружки ручной глазуровки — подарок, которым пользуются каждый день.",
        ),
        product: ["home-mugs", 1],
        side: "right",
      },
      {
        name: "blog_big_banner",
        headline: t("Gifts under 50 ₼", "50 ₼-dək hədiyyələr", "Подарки до 50 ₼"),
        subHeadline: t("Small presents, big smiles", "Kiçik hədiyyələr, böyük təbəssümlər", "Маленькие подарки, большие улыбки"),
        link: { path: "/sale" },
      },
    ],
  },
  {
    title: t("How to find your size online", "Onlayn alışda ölçünüzü necə tapmalı", "Как подобрать размер онлайн"),
    desc: t(
      "A tape measure, two minutes and our size tables — no more returns.",
      "Santimetr, iki dəqiqə və ölçü cədvəllərimiz — daha qaytarma yoxdur.",
      "Сантиметровая лента, две минуты и наши таблицы размеров — и никаких возвратов.",
    ),
    categories: ["care"],
    daysAgo: 70,
    kind: "tshirt",
    color: "a9c8e8",
    blocks: [
      {
        name: "text_banner",
        headline: t("Measure yourself, not your clothes", "Paltarı yox, özünüzü ölçün", "Измеряйте себя, а не одежду"),
        desc: p(
          "Our tables list body measurements. Measure chest, waist and hips over underwear, keeping the tape level.",
          "Cədvəllərimizdə bədən ölçüləri göstərilib. Sinə, bel və ombanı alt paltarın üstündən, santimetri düz tutaraq ölçün.",
          "В наших таблицах указаны мерки тела. Измеряйте грудь, талию и бёдра поверх белья, держа ленту горизонтально.",
        ),
      },
      {
        name: "blog_image_text_banner",
        headline: t("Between two sizes?", "İki ölçü arasındasınız?", "Между двумя размерами?"),
        subHeadline: t("Think about the fit you like", "Sevdiyiniz oturuşu düşünün", "Подумайте, какую посадку вы любите"),
        desc: p(
          "For a relaxed look take the larger size; for tailored pieces the smaller one usually sits better.",
          "Sərbəst görünüş üçün böyük ölçünü, klassik geyimlər üçün isə adətən kiçik ölçünü seçin.",
          "Для свободного образа берите больший размер, для вещей строгого кроя обычно лучше подходит меньший.",
        ),
        side: "right",
        link: { category: "women-tops" },
      },
      {
        name: "text_banner",
        headline: t("Still not sure?", "Hələ də əmin deyilsiniz?", "Всё ещё сомневаетесь?"),
        desc: p(
          "Order and try at home: you can return or exchange within 14 days, and exchanges in Baku are free.",
          "Sifariş edin və evdə geyinib baxın: 14 gün ərzində qaytara və ya dəyişə bilərsiniz, Bakıda dəyişmə pulsuzdur.",
          "Закажите и примерьте дома: вернуть или обменять можно в течение 14 дней, обмен по Баку бесплатный.",
        ),
      },
    ],
  },
  {
    title: t("Denim guide: fits explained", "Cins bələdçisi: biçimlər", "Гид по джинсам: какие бывают посадки"),
    desc: t(
      "Straight, slim, relaxed or wide? How to pick the jeans that suit you.",
      "Düz, dar, sərbəst, yoxsa enli? Sizə yaraşan cins şalvarı necə seçmək olar.",
      "Прямые, слим, свободные или широкие? Как выбрать джинсы, которые вам идут.",
    ),
    categories: ["style"],
    daysAgo: 84,
    kind: "jeans",
    color: "3b6fb0",
    blocks: [
      {
        name: "text_banner",
        headline: t("Start with the rise", "Beldən başlayın", "Начните с посадки"),
        desc: p(
          "A high rise lengthens the legs and works with cropped tops; a mid rise is the most comfortable for everyday wear.",
          "Yüksək bel ayaqları uzun göstərir və qısa toplarla uyğun gəlir; orta bel gündəlik geyim üçün ən rahatıdır.",
          "Высокая посадка визуально удлиняет ноги и подходит к укороченным топам; средняя — самая удобная на каждый день.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("The safe choice", "Etibarlı seçim", "Беспроигрышный вариант"),
        desc: p(
          "Straight jeans suit almost every figure and every shoe, from sneakers to heels.",
          "Düz cins şalvar demək olar ki, hər bədənə və krossovkadan dabanlıya qədər hər ayaqqabıya yaraşır.",
          "Прямые джинсы подходят почти к любой фигуре и любой обуви — от кед до каблуков.",
        ),
        product: ["women-jeans", 0],
        side: "left",
      },
      {
        name: "blog_big_image_text_banner",
        headline: t("Raw or washed?", "Xam, yoxsa yuyulmuş?", "Сырой или варёный?"),
        subHeadline: t("Denim that ages with you", "Sizinlə birlikdə yaşlanan cins", "Деним, который стареет вместе с вами"),
        desc: p(
          "Dark, unwashed denim fades to your own pattern over months. Wash it inside out and not too often.",
          "Tünd, yuyulmamış cins aylar ərzində sizə məxsus naxışla solur. Tərs üzünü çevirib, tez-tez olmayaraq yuyun.",
          "Тёмный необработанный деним за несколько месяцев вытирается по-своему. Стирайте наизнанку и не слишком часто.",
        ),
        link: { category: "men-jeans" },
      },
    ],
  },
  {
    title: t("Meet Mira Ceramics: glazed by hand in Baku", "Mira Ceramics ilə tanış olun: Bakıda əl işi", "Знакомьтесь, Mira Ceramics: глазурь ручной работы из Баку"),
    desc: t(
      "A visit to the small studio behind our bestselling mugs and vases.",
      "Ən çox satılan fincan və vazalarımızın arxasındakı kiçik emalatxanaya səfər.",
      "В гостях у небольшой мастерской, где делают наши самые популярные кружки и вазы.",
    ),
    categories: ["news"],
    daysAgo: 96,
    kind: "vase",
    color: "c4663f",
    blocks: [
      {
        name: "blog_big_banner",
        headline: t("Made in Baku", "Bakıda hazırlanıb", "Сделано в Баку"),
        subHeadline: t("Every piece is one of a kind", "Hər əsər təkrarolunmazdır", "Каждое изделие — единственное в своём роде"),
        link: { category: "home-vases" },
      },
      {
        name: "text_banner",
        headline: t("Clay, fire and patience", "Gil, od və səbir", "Глина, огонь и терпение"),
        desc: p(
          "Each mug is thrown on the wheel, dried for a week and fired twice. The glaze is mixed in the studio from local minerals.",
          "Hər fincan dulusçu çarxında formalaşdırılır, bir həftə qurudulur və iki dəfə bişirilir. Şirə emalatxanada yerli minerallardan hazırlanır.",
          "Каждую кружку формуют на гончарном круге, неделю сушат и дважды обжигают. Глазурь смешивают прямо в мастерской из местных минералов.",
        ),
      },
      { name: "youtube_video_banner", headline: t("In the studio", "Emalatxanada", "В мастерской"), videoId: "Qm8c1VhXe2w" },
      {
        name: "text_product_banner",
        headline: t("Studio favourite", "Emalatxananın sevimlisi", "Любимица мастерской"),
        desc: p(
          "A terracotta vase with a soft matte glaze — beautiful even without flowers.",
          "Yumşaq mat şirəli terrakota vaza — çiçəksiz də gözəldir.",
          "Терракотовая ваза с мягкой матовой глазурью — красива даже без цветов.",
        ),
        product: ["home-vases", 0],
        side: "right",
      },
    ],
  },
  {
    title: t("Layers for a windy Baku spring", "Küləkli Bakı baharı üçün qat-qat geyim", "Многослойность для ветреной бакинской весны"),
    desc: t(
      "Mornings are cool, afternoons are warm and the khazri never asks: how to dress for all three.",
      "Səhərlər sərin, günortalar isti, xəzri isə heç vaxt xəbər vermir: üçünə də necə geyinmək olar.",
      "Утром прохладно, днём тепло, а хазри не предупреждает: как одеться сразу на всё.",
    ),
    categories: ["style", "trends"],
    daysAgo: 105,
    kind: "jacket",
    color: "6b7f5e",
    blocks: [
      {
        name: "text_banner",
        headline: t("Three thin layers beat one thick one", "Üç nazik qat bir qalın qatdan yaxşıdır", "Три тонких слоя лучше одного толстого"),
        desc: p(
          "A cotton T-shirt, a light knit and a jacket you can take off: you adjust to the weather instead of suffering through it.",
          "Pambıq futbolka, yüngül trikotaj və çıxarıla bilən gödəkcə: havaya dözmək əvəzinə ona uyğunlaşırsınız.",
          "Хлопковая футболка, лёгкий трикотаж и жакет, который можно снять: вы подстраиваетесь под погоду, а не терпите её.",
        ),
      },
      {
        name: "blog_image_text_banner",
        headline: t("The jacket does the work", "Əsas işi gödəkcə görür", "Главное — жакет"),
        subHeadline: t("Windproof, not heavy", "Küləkdən qoruyur, ağır deyil", "Защищает от ветра, но не тяжёлый"),
        desc: p(
          "Look for a shell that blocks the wind and folds into a bag. A hood is worth more than a thick lining in April.",
          "Küləyi keçirməyən və çantaya qatlanan üst geyim axtarın. Aprel ayında kapüşon qalın astardan daha faydalıdır.",
          "Ищите куртку, которая не продувается и складывается в сумку. В апреле капюшон полезнее толстой подкладки.",
        ),
        side: "right",
        link: { category: "women-outerwear" },
      },
      {
        name: "text_product_banner",
        headline: t("Our pick for the season", "Mövsümün seçimi", "Наш выбор сезона"),
        desc: p(
          "Light enough to carry all day, warm enough for the evening walk along the boulevard.",
          "Bütün gün özünüzlə gəzdirəcək qədər yüngül, bulvarda axşam gəzintisi üçün kifayət qədər isti.",
          "Достаточно лёгкая, чтобы носить с собой весь день, и достаточно тёплая для вечерней прогулки по бульвару.",
        ),
        product: ["women-outerwear", 0],
        side: "left",
      },
      { name: "image_banner", headline: t("Scarves for the wind", "Külək üçün şərflər", "Шарфы от ветра"), link: { category: "acc-scarves" } },
    ],
  },
  {
    title: t("Keep white sneakers white", "Ağ krossovkaları ağ saxlayın", "Как сохранить белые кроссовки белыми"),
    desc: t(
      "Five minutes a week and a soft brush are all it takes.",
      "Həftədə beş dəqiqə və yumşaq fırça kifayətdir.",
      "Хватит пяти минут в неделю и мягкой щётки.",
    ),
    categories: ["care"],
    daysAgo: 118,
    kind: "sneaker",
    color: "e9e6df",
    blocks: [
      {
        name: "text_banner",
        headline: t("Dry dirt first", "Əvvəlcə quru palçıq", "Сначала сухая грязь"),
        desc: p(
          "Let mud dry, then brush it off. Rubbing wet dirt pushes it deeper into the fabric and the stitching.",
          "Palçığın qurumasını gözləyin, sonra fırça ilə təmizləyin. Yaş palçığı sürtəndə o, parçaya və tikişlərə daha dərindən hopur.",
          "Дайте грязи высохнуть и смахните её щёткой. Если тереть мокрую грязь, она уходит глубже в ткань и швы.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("Soles and laces", "Altlıq və bağlar", "Подошва и шнурки"),
        desc: p(
          "Clean the soles with warm soapy water and an old toothbrush. Laces go into a small bag in the washing machine.",
          "Altlığı isti sabunlu su və köhnə diş fırçası ilə təmizləyin. Bağları kiçik torbaya qoyub paltaryuyan maşında yuyun.",
          "Подошву мойте тёплой мыльной водой и старой зубной щёткой. Шнурки стирайте в машинке в маленьком мешочке.",
        ),
        product: ["women-sneakers", 0],
        side: "right",
      },
      {
        name: "blog_big_image_text_banner",
        headline: t("Never on the radiator", "Heç vaxt radiatorun üstündə yox", "Только не на батарее"),
        subHeadline: t("Dry them slowly", "Yavaş-yavaş qurudun", "Сушите медленно"),
        desc: p(
          "Stuff wet sneakers with paper and leave them at room temperature. Heat yellows the glue and cracks the leather.",
          "Yaş krossovkaların içinə kağız doldurun və otaq temperaturunda saxlayın. İstilik yapışqanı saraldır, dərini çatladır.",
          "Набейте мокрые кроссовки бумагой и оставьте при комнатной температуре. От жара клей желтеет, а кожа трескается.",
        ),
        link: { category: "men-sneakers" },
      },
    ],
  },
  {
    title: t("A calm corner for working from home", "Evdən işləmək üçün sakit künc", "Спокойный уголок для работы из дома"),
    desc: t(
      "Good light, a favourite mug and quiet: small things that make a long day easier.",
      "Yaxşı işıq, sevimli fincan və sakitlik: uzun günü asanlaşdıran kiçik şeylər.",
      "Хороший свет, любимая кружка и тишина: мелочи, которые облегчают долгий день.",
    ),
    categories: ["trends"],
    daysAgo: 130,
    kind: "lamp",
    color: "e0b04a",
    blocks: [
      {
        name: "text_banner",
        headline: t("Light from the side", "İşıq yandan düşsün", "Свет сбоку"),
        desc: p(
          "Put the desk next to a window rather than facing it, and add a warm lamp for the evenings so the screen is not the brightest thing in the room.",
          "Masanı pəncərəyə üzbəüz deyil, yanında qoyun, axşamlar üçün isti işıqlı lampa əlavə edin ki, otaqda ən parlaq şey ekran olmasın.",
          "Поставьте стол сбоку от окна, а не напротив, и добавьте тёплую лампу на вечер, чтобы экран не был самым ярким в комнате.",
        ),
      },
      {
        name: "text_product_banner",
        headline: t("The lamp we keep recommending", "Daim tövsiyə etdiyimiz lampa", "Лампа, которую мы советуем всем"),
        desc: p(
          "A soft, even glow that is easy on the eyes after sunset.",
          "Gün batandan sonra gözü yormayan yumşaq, bərabər işıq.",
          "Мягкий ровный свет, который не утомляет глаза после заката.",
        ),
        product: ["home-lamps", 0],
        side: "right",
      },
      {
        name: "blog_image_text_banner",
        headline: t("Quiet, please", "Sakitlik, zəhmət olmasa", "Тишина, пожалуйста"),
        subHeadline: t("Headphones for calls and focus", "Zənglər və diqqət üçün qulaqlıqlar", "Наушники для звонков и концентрации"),
        desc: p(
          "Closed headphones shut out the street and the kitchen; a good microphone means nobody asks you to repeat yourself.",
          "Qapalı qulaqlıqlar küçənin və mətbəxin səsini kəsir; yaxşı mikrofon isə heç kimin sizdən təkrar soruşmaması deməkdir.",
          "Закрытые наушники отсекают шум улицы и кухни, а хороший микрофон избавит от просьб повторить.",
        ),
        side: "left",
        link: { category: "el-headphones" },
      },
      { name: "image_banner", headline: t("Home collection", "Ev kolleksiyası", "Коллекция для дома"), link: { collection: "home" } },
    ],
  },
  {
    title: t("Skincare for dry winter air", "Quru qış havasında dəriyə qulluq", "Уход за кожей в сухой зимний воздух"),
    desc: t(
      "Heaters and cold wind take moisture away: a simple routine to give it back.",
      "Qızdırıcılar və soyuq külək nəmi aparır: onu geri qaytarmaq üçün sadə qayda.",
      "Обогреватели и холодный ветер забирают влагу: простой уход, чтобы её вернуть.",
    ),
    categories: ["care"],
    daysAgo: 145,
    kind: "cream",
    color: "f3d9c6",
    blocks: [
      {
        name: "text_banner",
        headline: t("Gentle in the morning, rich at night", "Səhər yumşaq, gecə qidalı", "Утром мягко, вечером насыщенно"),
        desc: p(
          "Wash with lukewarm water and a mild cleanser, then a light cream before you go out. At night a richer cream works while you sleep.",
          "İlıq su və yumşaq təmizləyici ilə yuyunun, çıxmazdan əvvəl yüngül krem çəkin. Gecə isə daha qidalı krem yatarkən işləyir.",
          "Умывайтесь тёплой водой с мягким средством, перед выходом нанесите лёгкий крем. На ночь подойдёт более насыщенный — он работает, пока вы спите.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("One cream for the whole family", "Bütün ailə üçün bir krem", "Один крем на всю семью"),
        desc: p(
          "Unscented and thick enough for hands and cheeks that the wind has reddened.",
          "Ətirsiz və küləkdən qızarmış əllər və yanaqlar üçün kifayət qədər qatı.",
          "Без отдушки и достаточно плотный для рук и щёк, покрасневших от ветра.",
        ),
        product: ["beauty-creams", 0],
        side: "left",
      },
      {
        name: "blog_big_banner",
        headline: t("Winter skincare", "Qış qulluğu", "Зимний уход"),
        subHeadline: t("Creams, balms and lip care", "Kremlər, balzamlar və dodaq qulluğu", "Кремы, бальзамы и уход за губами"),
        link: { category: "beauty-creams" },
      },
    ],
  },
  {
    title: t("Back to school without the stress", "Məktəbə stressiz qayıdış", "Снова в школу без стресса"),
    desc: t(
      "A short list of what children really use, and what can wait until October.",
      "Uşaqların həqiqətən istifadə etdiyi şeylərin qısa siyahısı və oktyabra qədər gözləyə biləcəklər.",
      "Короткий список того, чем дети действительно пользуются, и того, что подождёт до октября.",
    ),
    categories: ["style"],
    daysAgo: 160,
    kind: "backpack",
    color: "2f5d8a",
    blocks: [
      {
        name: "text_banner",
        headline: t("Shoes first", "Əvvəlcə ayaqqabı", "Сначала обувь"),
        desc: p(
          "Feet grow over the summer. Measure them in the afternoon, when they are largest, and leave about a centimetre at the toe.",
          "Yayda ayaqlar böyüyür. Onları ən böyük olduqları günortadan sonra ölçün və barmaqların önündə təxminən bir santimetr yer saxlayın.",
          "За лето ноги подрастают. Измеряйте стопу во второй половине дня, когда она больше всего, и оставляйте около сантиметра у пальцев.",
        ),
      },
      {
        name: "blog_image_text_banner",
        headline: t("Sneakers that survive the playground", "Meydançaya davam gətirən krossovkalar", "Кроссовки, которые переживут двор"),
        subHeadline: t("Velcro for the youngest", "Ən kiçiklər üçün yapışqanlı bağlama", "Липучки для самых маленьких"),
        desc: p(
          "A toe cap, a sole that bends at the front and fastenings a child can manage alone.",
          "Ucu möhkəm, altlığı ön hissədən bükülən və uşağın özünün bağlaya biləcəyi krossovkalar seçin.",
          "Защитный носок, подошва, которая сгибается спереди, и застёжки, с которыми ребёнок справится сам.",
        ),
        side: "right",
        link: { category: "kids-sneakers" },
      },
      {
        name: "text_product_banner",
        headline: t("A backpack that fits the back", "Kürəyə uyğun çanta", "Рюкзак по спине"),
        desc: p(
          "Two wide straps, a padded back and no more than a tenth of the child's weight inside.",
          "İki enli qayış, yumşaq arxa hissə və içində uşağın çəkisinin onda birindən çox olmayan yük.",
          "Две широкие лямки, мягкая спинка и груз не тяжелее десятой части веса ребёнка.",
        ),
        product: ["acc-backpacks", 0],
        side: "left",
      },
    ],
  },
  {
    title: t("Ten minutes of yoga before work", "İşdən əvvəl on dəqiqəlik yoqa", "Десять минут йоги перед работой"),
    desc: t(
      "No studio, no special skills: a mat by the window is enough to start the day better.",
      "Studiya və xüsusi bacarıq lazım deyil: günə daha yaxşı başlamaq üçün pəncərənin yanında bir döşəkcə kifayətdir.",
      "Ни студии, ни особых навыков: чтобы начать день лучше, хватит коврика у окна.",
    ),
    categories: ["trends", "care"],
    daysAgo: 178,
    kind: "yogamat",
    color: "7a9e7e",
    blocks: [
      {
        name: "text_banner",
        headline: t("Same time, every day", "Hər gün eyni vaxtda", "Каждый день в одно время"),
        desc: p(
          "Ten minutes each morning do more than an hour once a week. Start with slow stretches and breathe through the nose.",
          "Hər səhər on dəqiqə həftədə bir saatdan daha çox fayda verir. Yavaş dartınmalarla başlayın və burunla nəfəs alın.",
          "Десять минут каждое утро дают больше, чем час раз в неделю. Начните с медленной растяжки и дышите носом.",
        ),
      },
      {
        name: "text_product_image_banner",
        headline: t("A mat that does not slip", "Sürüşməyən döşəkcə", "Коврик, который не скользит"),
        desc: p(
          "Thick enough for the knees, light enough to roll up and put behind the door.",
          "Dizlər üçün kifayət qədər qalın, bükülüb qapının arxasına qoymaq üçün kifayət qədər yüngül.",
          "Достаточно толстый для коленей и достаточно лёгкий, чтобы свернуть и убрать за дверь.",
        ),
        product: ["sport-yoga", 0],
        side: "right",
      },
      { name: "image_banner", headline: t("Clothes that move with you", "Hərəkətinizə uyğun geyim", "Одежда, которая двигается вместе с вами"), link: { category: "sport-leggings" } },
    ],
  },
];
