import { useEffect } from 'react';

const PRODUCT_NAME = 'MPU-Vorbereitung';

/** Sets the browser tab title to `<page> – MPU-Vorbereitung`. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
