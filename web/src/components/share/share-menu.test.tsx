import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '@/testing/render-app';

import { shareLinks } from './share-links';
import { LINK_COPIED } from './share-menu-popup';
import { ShareMenu } from './share-menu';

const TARGET = {
  url: 'https://careers.example.test/job-detail/dyeing-master',
  title: 'Dyeing Master & Colourist',
  text: 'Permanent · HTD site',
};

const renderMenu = (variant: 'icon' | 'button' = 'icon') => {
  const user = userEvent.setup();
  render(
    <TestProviders>
      <ShareMenu {...TARGET} variant={variant} />
    </TestProviders>,
  );
  return user;
};

describe('ShareMenu', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('links to each network with the job, opening a new tab', async () => {
    const user = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Share Dyeing Master & Colourist' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const encoded = encodeURIComponent(TARGET.url);

    const item = (name: RegExp) => within(menu).getByRole('menuitem', { name });
    expect(item(/^WhatsApp/)).toHaveAttribute('href', expect.stringContaining(encoded));
    expect(item(/^WhatsApp/)).toHaveAttribute('target', '_blank');
    expect(item(/^WhatsApp/)).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item(/^LinkedIn/)).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(item(/^Facebook/)).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(item(/^X/)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/x\.com\/intent\/post\?/));
    expect(item(/^Email/)).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=Dyeing%20Master/),
    );
    expect(item(/^Email/)).not.toHaveAttribute('target');
    // Without the Web Share API there is no share-sheet entry.
    expect(within(menu).queryByRole('menuitem', { name: 'Share via…' })).not.toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const user = renderMenu('button');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_COPIED);
    expect(await navigator.clipboard.readText()).toBe(TARGET.url);
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  it("offers the device's share sheet where the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderMenu();

    await user.click(screen.getByRole('button', { name: /^Share / }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: TARGET.title,
      text: TARGET.text,
      url: TARGET.url,
    });
  });
});

describe('shareLinks', () => {
  it('encodes the title, text and URL for every network', () => {
    const links = Object.fromEntries(shareLinks(TARGET).map((link) => [link.network, link.href]));
    expect(links['WhatsApp']).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${TARGET.title}: ${TARGET.text} ${TARGET.url}`)}`,
    );
    expect(links['X']).toBe(
      `https://x.com/intent/post?text=${encodeURIComponent(TARGET.title)}&url=${encodeURIComponent(TARGET.url)}`,
    );
    expect(links['Email']).toBe(
      `mailto:?subject=${encodeURIComponent(TARGET.title)}&body=${encodeURIComponent(`${TARGET.title}: ${TARGET.text}\n\n${TARGET.url}`)}`,
    );
  });
});
