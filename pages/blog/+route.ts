// https://vike.dev/route
export default '/blog/@slug'
