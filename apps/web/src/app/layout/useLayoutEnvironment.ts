import { useEffect, useState } from 'react';
import { type Device, deviceForWidth } from '../settings';

/** The device class of the window (breakpoints 1088 / 768) and the page's scroll offset. */
export function useLayoutEnvironment() {
  const [device, setDevice] = useState<Device>(() => deviceForWidth(window.innerWidth));
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const onResize = () => setDevice(deviceForWidth(window.innerWidth));
    const onScroll = () => setScrollTop(window.scrollY);
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return { device, scrollTop };
}
