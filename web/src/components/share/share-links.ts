// Where a job can be shared (spec sections 1 and 2: "share a job"). Pure, so it is tested without
// a browser; the menu adds copy-to-clipboard and the device's own share sheet where available.

export type ShareTarget = {
  /** Absolute URL of the page being shared. */
  url: string;
  title: string;
  /** One line about the page, used where the network takes a message (WhatsApp, email). */
  text?: string;
};

export type ShareNetwork = 'WhatsApp' | 'LinkedIn' | 'Facebook' | 'X' | 'Email';

export type ShareLink = { network: ShareNetwork; label: string; href: string };

const q = encodeURIComponent;

export const shareLinks = ({ url, title, text }: ShareTarget): ShareLink[] => {
  const message = text ? `${title}: ${text}` : title;
  return [
    { network: 'WhatsApp', label: 'WhatsApp', href: `https://wa.me/?text=${q(`${message} ${url}`)}` },
    {
      network: 'LinkedIn',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    },
    {
      network: 'Facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    },
    { network: 'X', label: 'X', href: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}` },
    {
      network: 'Email',
      label: 'Email',
      href: `mailto:?subject=${q(title)}&body=${q(`${message}\n\n${url}`)}`,
    },
  ];
};

/** The absolute URL of an in-app path on the current site. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;
