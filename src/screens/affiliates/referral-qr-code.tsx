import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { saveBlob } from '../../lib/download';

export const QR_SIZE = 200;
export const QR_FILE_NAME = 'referral-qr-code.png';

/** Saves the canvas as a PNG through a temporary link. */
function downloadCanvas(canvas: HTMLCanvasElement, fileName: string, onError: () => void) {
  canvas.toBlob((blob) => {
    if (!blob) {
      onError();
      return;
    }
    saveBlob(blob, fileName);
  }, 'image/png');
}

/**
 * The QR code of the referral link and its Download button. A module of its own so the QR
 * library is loaded only when this card is shown.
 */
export default function ReferralQrCode({
  value,
  onDownloadError,
}: {
  value: string;
  onDownloadError: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  return (
    <Stack align="center" gap="md">
      <QRCodeCanvas
        ref={canvasRef}
        value={value}
        size={QR_SIZE}
        marginSize={2}
        level="M"
        title={`QR code for ${value}`}
        role="img"
        aria-label={`QR code for ${value}`}
        data-value={value}
      />
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => {
          if (canvasRef.current) downloadCanvas(canvasRef.current, QR_FILE_NAME, onDownloadError);
          else onDownloadError();
        }}
      >
        Download
      </Button>
    </Stack>
  );
}
