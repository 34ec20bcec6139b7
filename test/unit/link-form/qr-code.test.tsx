// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from '@/components/qr/QrCode';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws the short URL as an image named after it', () => {
    render(<QrCode url="https://sho.rt/promo" size={120} />);
    const image = screen.getByRole('img', { name: 'QR code for https://sho.rt/promo' });
    expect(image.getAttribute('width')).toBe('120');
    const { size, data } = encode('https://sho.rt/promo', { ecc: 'M', border: 2 });
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    const darkModules = data.flat().filter(Boolean).length;
    expect(image.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(darkModules);
  });
});
