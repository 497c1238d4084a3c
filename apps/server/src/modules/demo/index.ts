// The demo module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { prepareData } from './prepare.ts';
export { DEMO_EARLY_ACCESS_PASSCODE, DEMO_EARLY_ACCESS_TITLE } from './early-access.ts';
