// Display formats shared by browser and server: money, dates, age, money in words and BMI.
export * from './money';
export * from './sheet-number';
export * from './date';
export * from './age';
export * from './money-in-words';
export * from './bmi';
export * from './who-bmi-for-age';
