import { useEffect, useState } from 'react';

/** False in a component's first render, true from the render after its first commit. */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
