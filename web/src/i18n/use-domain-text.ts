import * as constants from '@careers/domain/constants';

/**
 * The domain's texts (its MESSAGES, DATA_ERROR_MESSAGES and message functions such as
 * couldNotLoadMessage) in the page's language. A component reads them from here, never from
 * `@careers/domain/constants` directly, so that they follow the language.
 * For now the English ones: the domain's Urdu catalog (packages/domain/src/i18n) plugs in here.
 */
export const useDomainText = () => constants;
