// What the testimonials feature offers the other features of this remote (eslint keeps them to it).
export { TestimonialCarousel } from './components/testimonial-carousel';
