import { FUNCTIONS_REGION } from '@careers/domain';
import type { CallableOptions } from 'firebase-functions/v2/https';

/** Options of every admin-console callable (jobs, catalogs): the region the web app calls. */
export const adminCallableOptions: CallableOptions = { region: FUNCTIONS_REGION };
