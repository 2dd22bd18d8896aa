import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * The member's invitation link on the address the app is served at (`/h5/#/pages/user/register?…`),
 * and its QR code as an SVG data URL once drawn.
 */
export function useInviteLink(invitePath: string | undefined) {
  const url = invitePath ? new URL(`/h5/#/${invitePath}`, window.location.origin).href : undefined;
  const [qr, setQr] = useState<{ url: string; dataUrl: string }>();
  useEffect(() => {
    if (!url) return;
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 1 }).then(
      (svg) =>
        current && setQr({ url, dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url]);
  return { url, qrDataUrl: qr && qr.url === url ? qr.dataUrl : undefined };
}
