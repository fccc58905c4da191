import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '@/testing/render-app';

import { DirectionsButton } from './directions-button';

const DESTINATION = { lat: 31.2485, lng: 74.170661 };
const DESTINATION_ONLY = 'https://www.google.com/maps/dir/?api=1&destination=31.248500,74.170661';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

const withGeolocation = (geolocation: Geolocation) => {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
};

const renderButton = () => {
  const user = userEvent.setup();
  render(
    <TestProviders>
      <DirectionsButton destination={DESTINATION} />
    </TestProviders>,
  );
  return user;
};

describe('DirectionsButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.restoreAllMocks();
  });

  it('is a link to the destination that opens in a new tab', () => {
    renderButton();
    const link = screen.getByRole('link', { name: /Get directions/ });
    expect(link).toHaveAttribute('href', DESTINATION_ONLY);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the tab at once, then sends it to directions from the visitor', async () => {
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: ((position: GeolocationPosition) => void) | undefined;
    withGeolocation({
      getCurrentPosition: (success) => {
        answer = success;
      },
    });
    const user = renderButton();

    await user.click(screen.getByRole('link', { name: /Get directions/ }));
    // Synchronously, within the click: pop-up blockers allow it.
    expect(open).toHaveBeenCalledExactlyOnceWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();

    answer?.({ coords: { latitude: 31.5204, longitude: 74.3587 } } as GeolocationPosition);
    expect(tab.location.href).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=31.520400,74.358700&destination=31.248500,74.170661',
    );
  });

  it('falls back to the destination when the position is refused, and only logs it', async () => {
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    withGeolocation({
      getCurrentPosition: (_success, failure) => {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      },
    });
    const user = renderButton();

    await user.click(screen.getByRole('link', { name: /Get directions/ }));
    expect(tab.location.href).toBe(DESTINATION_ONLY);
    expect(warn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
