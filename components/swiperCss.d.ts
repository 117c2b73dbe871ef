// Swiper's stylesheets by their package names (`swiper/css/pagination`). TypeScript checks that a
// side-effect import names a module, and Vite's declaration of `*.css` does not match a name without `.css`.
declare module 'swiper/css/*'
