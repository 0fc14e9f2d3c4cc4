// What a form needs only once a visitor fills it in: its rules and messages (validate.js) and the
// sending (send.ts). SiteForm loads this module by its chunk's address (scripts/chunk-url.ts) when
// a form first takes the focus, so the pages' shared chunk, which every page loads for the
// footer's newsletter form, carries neither (docs/performance.md, "A form's rules load when it
// is used").
export { normalise, validate } from "./validate";
export { SendError, sendForm } from "./send";
