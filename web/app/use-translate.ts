import { useContext } from 'react';
import { I18nContext } from './route-data';
import { translate } from './translate';

/** `translate` over the current locale's theme strings (from the manifest). */
export function useTranslate() {
  const i18n = useContext(I18nContext);
  return (id: string, message: string, values?: Record<string, string>) => translate(i18n, id, message, values);
}
