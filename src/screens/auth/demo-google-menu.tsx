import { Menu } from '@mantine/core';
import { useAuthActor } from '../../lib/auth-context';
import type { LazyOverlayProps } from '../shared/lazy-overlay-button';
import { DEMO_GOOGLE_IDENTITIES, mockGoogleToken } from './google-sign-in';

/**
 * The demo's stand-in for Google's account chooser (menu button pattern): it mounts open when the
 * user first presses "Sign in with Google", around that same button.
 */
export function DemoGoogleMenu({ opened, onChange, target }: LazyOverlayProps) {
  const auth = useAuthActor();
  return (
    <Menu position="bottom" width="target" opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Choose a demo Google account</Menu.Label>
        {DEMO_GOOGLE_IDENTITIES.map((identity) => (
          <Menu.Item
            key={identity.email}
            onClick={() => auth.send({ type: 'google.submit', idToken: mockGoogleToken(identity) })}
          >
            {identity.givenName} {identity.familyName} ({identity.email})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
