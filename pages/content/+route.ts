// https://vike.dev/route
// Every MDX file under content/pages/ is served by this one page, so adding a page is adding a file
// and the client's route list does not grow with the number of pages. It has the lowest precedence:
// designed pages win, and a path with no MDX file ends as the 404 page (see +data.ts).
export default '/*'
