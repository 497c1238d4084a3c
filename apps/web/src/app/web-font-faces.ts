// The web fonts' faces: loaded by web-fonts.ts, not with the page's first stylesheet.
import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import '@fontsource-variable/playfair-display/wght-italic.css';
// After the packages' faces, so its smaller Latin files are the ones a page's text asks for.
import './fonts.css';
