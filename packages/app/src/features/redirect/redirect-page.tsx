import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/<path>`: the hidden refresh helper — replaces itself with `/<path>` (query kept). */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
