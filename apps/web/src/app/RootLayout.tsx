import NProgress from 'nprogress';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { removePrerender } from '../prerender/boot';

NProgress.configure({ showSpinner: false });

/** The root of every route: the navigation progress bar and scroll-to-top. */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(removePrerender, []);
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
