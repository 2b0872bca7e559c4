/**
 * The router, from one place. The shell and every remote import it from
 * `@pulseboard/shared`, a federation singleton, so a page has one router
 * context; and only what is named here is bundled, where sharing
 * react-router-dom as a module of its own loaded the whole package (62 KB
 * gzip) on every first visit. The federation sharing policy leaves
 * react-router-dom out, and the lint forbids importing it outside this
 * package: a remote importing it directly would bundle a second router.
 */
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatch,
  useBlocker,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type RouteObject,
} from 'react-router-dom';
