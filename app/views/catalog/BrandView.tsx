/** Brand page: a catalogue listing (see ListingView). */
export { default } from "./ListingView";
