import { lazy, Suspense } from 'react';

const SupportPhoneList = lazy(() =>
  import('./support-phone-list').then((m) => ({ default: m.SupportPhoneList })),
);

/** The support numbers, loaded apart from the page that shows them (error pages stay small). */
export function LazySupportPhoneList() {
  return (
    <Suspense fallback={null}>
      <SupportPhoneList />
    </Suspense>
  );
}
