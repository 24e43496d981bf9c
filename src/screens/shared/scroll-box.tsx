import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './scroll-box.module.css';

/**
 * A table's box: from a tablet's width up the table keeps its columns and scrolls sideways here
 * when it is wider (with a `label`, the box is a region that takes the focus, so a keyboard reaches
 * what is off to the side even when no control inside it is enabled); on a phone a table with
 * `stackedTable` as its class is drawn as one card per row (scroll-box.module.css).
 */
export function ScrollBox({
  label,
  minWidth,
  children,
}: {
  label?: string;
  minWidth: number;
  children: ReactNode;
}) {
  const focusable = label === undefined ? {} : { role: 'region', 'aria-label': label, tabIndex: 0 };
  return (
    <Box
      {...focusable}
      className={`${classes.box} mantine-focus-auto`}
      style={{ '--scroll-box-min-width': `${minWidth}px` }}
    >
      <Box className={classes.inner}>{children}</Box>
    </Box>
  );
}

/** The class of a table that is a stack of cards on a phone; each cell names its column in `data-label`. */
export const stackedTable = classes.stacked;
