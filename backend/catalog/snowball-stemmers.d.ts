/** Types of the parts of snowball-stemmers (no types of its own) the search uses. */
declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: {
    newStemmer(algorithm: string): Stemmer;
    algorithms(): string[];
  };
  export default snowball;
}
