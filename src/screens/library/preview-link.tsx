import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A link to a file's preview page, typed by the router. */
export function PreviewLink({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Anchor
      fw={500}
      renderRoot={(props) => <Link {...props} to="/resources/$file" params={{ file: id }} />}
    >
      {children}
    </Anchor>
  );
}
