/**
 * What a route of the route table (app/router.tsx) may say about its page: `keepScroll: true` opts it out of
 * scroll-to-top on navigation; `fullHeight: true` marks a page that fills the screen below the header (the
 * vertical feed): the main layout leaves out its footer there, so the page around it never scrolls (the help
 * menu keeps imprint and privacy one tap away). Here, beside the shell that reads it, so that the router and
 * the layouts both import it and not each other. `fullHeightWhen` decides it from the query instead, for a route
 * that shows the feed only in one of its views (/explore?view=clips).
 */
export interface RouteHandle {
  keepScroll?: boolean;
  fullHeight?: boolean;
  fullHeightWhen?: (search: URLSearchParams) => boolean;
}
