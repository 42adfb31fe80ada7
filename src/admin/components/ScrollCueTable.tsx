import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A table wider than its screen (a phone at 375 px) scrolls sideways inside its box; while columns are still out
 * of sight to the right, a fade on that edge and a line under the table say so, since phones hide scroll bars.
 */
export function ScrollCueTable({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = box.current;
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, []);
  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <TableContainer ref={box} onScroll={measure} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          {children}
        </TableContainer>
        {more && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              bottom: 0,
              width: 32,
              pointerEvents: 'none',
              background: (theme) => `linear-gradient(to right, transparent, ${theme.palette.background.paper})`,
            }}
          />
        )}
      </Box>
      {more && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('ep.list.moreColumns')}
        </Typography>
      )}
    </>
  );
}
