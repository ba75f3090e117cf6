import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MediaCarousel } from './MediaCarousel';

const urls = ['/media/a.png', '/media/b.MP4', '/media/c.jpg?v=2'];

function shownMedia(container: HTMLElement) {
  return container.querySelectorAll('img, video');
}

describe('MediaCarousel', () => {
  it('shows one slide at a time and moves with the arrows, wrapping around', async () => {
    const user = userEvent.setup();
    const { container } = render(<MediaCarousel urls={urls} label="Trip" />);
    expect(shownMedia(container)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Trip (1 of 3)' })).toHaveAttribute(
      'src',
      '/media/a.png',
    );
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(shownMedia(container)).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/b.MP4');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(screen.getByRole('img', { name: 'Trip (3 of 3)' })).toHaveAttribute(
      'src',
      '/media/c.jpg?v=2',
    );
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(screen.getByRole('img', { name: 'Trip (1 of 3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous media' }));
    expect(screen.getByRole('img', { name: 'Trip (3 of 3)' })).toBeInTheDocument();
  });

  it('describes images by their alt texts, falling back to the label; videos keep the label', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MediaCarousel
        urls={urls}
        alts={['A beach at dawn', 'ignored for videos', ' ']}
        label="Trip"
      />,
    );
    expect(screen.getByRole('img', { name: 'A beach at dawn' })).toHaveAttribute(
      'src',
      '/media/a.png',
    );
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Trip (2 of 3)');
    // A blank alt text is no description: the label and place stand in.
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(screen.getByRole('img', { name: 'Trip (3 of 3)' })).toBeInTheDocument();
  });

  it('renders videos by extension with controls, metadata preload and no autoplay', () => {
    const { container } = render(<MediaCarousel urls={['/media/clip.webm']} label="Clip" />);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders an unknown extension as an image', () => {
    render(<MediaCarousel urls={['/media/photo.webp']} label="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/media/photo.webp');
  });

  it('shows no arrows and no counter for a single item', () => {
    render(<MediaCarousel urls={['/media/one.gif']} label="One" />);
    const region = screen.getByRole('region', { name: 'Media: One' });
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
  });

  it('renders nothing without media', () => {
    const { container } = render(<MediaCarousel urls={[]} label="Empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});
