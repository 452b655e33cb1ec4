// The kit's toast host, loaded on demand by toasts.tsx (a module of its own so that the dynamic
// import takes only the Toaster, not the kit's whole index).
import { Toaster } from '@pocket/ui';

export default Toaster;
