import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State for a collapsible navigation menu behind a toggle button: it closes on any navigation
 * (so choosing a link closes it), and Escape closes it and returns focus to the toggle.
 */
export function useNavigationMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, menuId, toggleRef };
}
