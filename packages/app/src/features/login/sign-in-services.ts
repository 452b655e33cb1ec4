import { isApiError } from '@pocket/api-client';
import { i18n, type Locale } from '@pocket/i18n';
import { toast } from '@pocket/ui';
import { authStorage, oauthApi } from '../../app/core-services.ts';
import { applyRequestLanguage } from '../../lib/language.ts';
import { finishSignIn } from './finish-sign-in.ts';
import { adminLoginFormSchema } from './login-schema.ts';

// What the admin sign-in page needs once the user acts, not to paint its form or let the user type:
// the contract's form schema (zod), the clients with the session, and the notifier's toasts. The
// page loads this module right after its first render (admin-login-page.tsx: loadSignInServices);
// submitting waits for it if it has not arrived yet.

// main.tsx does not load the clients for this page: they learn the active language here (a later
// switch sets it again through lib/language.ts).
applyRequestLanguage(i18n.locale as Locale);

export { adminLoginFormSchema, authStorage, finishSignIn, isApiError, oauthApi, toast };
