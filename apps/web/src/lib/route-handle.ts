/**
 * Route data read by the layouts (document title) and by the antd wrapping (app/route-registry.ts). Here,
 * below app/, so a feature's route table can name it without importing the router that imports it.
 */
export interface RouteHandle {
  title?: string;
  /** The page uses no antd (first loads: /, /login, /training): its component is not wrapped in antd's scope. */
  light?: boolean;
}
