import { useEffect } from 'react';

/** Every admin tab says where it is: '<screen> · Admin'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
}
