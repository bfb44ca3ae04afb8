import { describe, expect, it } from 'vitest';
import { formatInches, parseHeightInches, parseWeightLbs } from './measurements';

describe('parseHeightInches', () => {
  it.each([
    [`6'1"`, 73],
    [`6' 1"`, 73],
    [`6'1`, 73],
    [`6'1''`, 73],
    ['6’1”', 73],
    ['6-1', 73],
    ['6 ft 1 in', 73],
    ['6ft', 72],
    [`6'`, 72],
    ['5-11', 71],
    ['73 in', 73],
    ['73"', 73],
    ['73', 73],
    ['185 cm', 73],
    ['  5\'9"  ', 69],
  ])('reads %s as %i inches', (text, inches) => {
    expect(parseHeightInches(text)).toBe(inches);
  });

  it.each([null, undefined, '', 'tall', '6-13', '9', '12 ft', '300', 'six one'])(
    'leaves %s unread',
    (text) => {
      expect(parseHeightInches(text)).toBeNull();
    },
  );
});

describe('parseWeightLbs', () => {
  it.each([
    ['185 lbs', 185],
    ['185lbs', 185],
    ['185 lb', 185],
    ['185 pounds', 185],
    ['185', 185],
    ['185.6', 186],
    ['84 kg', 185],
  ])('reads %s as %i pounds', (text, lbs) => {
    expect(parseWeightLbs(text)).toBe(lbs);
  });

  it.each([null, '', 'heavy', '9', '1200 lbs', '185 stone'])('leaves %s unread', (text) => {
    expect(parseWeightLbs(text)).toBeNull();
  });
});

it('formats inches as feet and inches', () => {
  expect(formatInches(73)).toBe(`6'1"`);
  expect(formatInches(60)).toBe(`5'0"`);
});
