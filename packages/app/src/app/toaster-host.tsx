// The kit's toast host, mounted on demand by app.tsx once toasts.ts asks for it (a module of its
// own so that the dynamic import takes only the Toaster, not the kit's whole index).
import { Toaster } from '@pocket/ui';

export default Toaster;
