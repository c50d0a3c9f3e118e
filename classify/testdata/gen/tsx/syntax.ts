const x: number = (1;
