/** Defined by vite.config.ts from app.css's ink token: the colour of <meta name="theme-color">. */
declare const __THEME_COLOR__: string;
