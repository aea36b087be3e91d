import { useEffect, useState } from 'react';
import { getSession } from './session';

/**
 * An image the API serves to members only (an avatar, a logo): fetched with the session's token
 * and shown from memory. Undefined while loading, without a URL, or when it cannot be read (the
 * caller's initials stand in).
 */
export function useAuthorizedImage(url: string | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    setObjectUrl(undefined);
    const token = getSession()?.token;
    if (!url || !token) return;
    const controller = new AbortController();
    let created: string | undefined;
    fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}
