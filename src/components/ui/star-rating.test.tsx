import { render, screen } from '@testing-library/react';

import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('is announced as a single image named by the rating', () => {
    render(<StarRating rating={5} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('names a partial rating out of its maximum', () => {
    render(<StarRating rating={3} max={5} />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('keeps the rating inside the scale', () => {
    render(
      <>
        <StarRating rating={9} />
        <StarRating rating={-2} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });
});
