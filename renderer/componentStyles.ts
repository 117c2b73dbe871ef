/**
 * Every component's stylesheet, for the site's one stylesheet (vite.config.ts, cssCodeSplit: false).
 * Pages are drawn on the server, so their components' styles reach the browser's build from here;
 * imported by +client.ts after the frame's styles.css, so a component's rules come after it.
 */
import.meta.glob('../components/**/*.css', { eager: true })
