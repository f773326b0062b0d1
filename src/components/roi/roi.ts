/** The ROI estimate of the roi_calculator document's model: hours given back and what they are worth. */
export interface RoiInput {
  employees: number;
  hourlyCost: number;
  trainingHours: number;
  /** Share of training time collaborative learning saves, 0-1. */
  timeSavedRatio: number;
}

export interface RoiEstimate {
  hoursSaved: number;
  savings: number;
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function estimateRoi({ employees, hourlyCost, trainingHours, timeSavedRatio }: RoiInput): RoiEstimate {
  const hoursSaved = Math.round(nonNegative(employees) * nonNegative(trainingHours) * Math.min(1, nonNegative(timeSavedRatio)));
  return { hoursSaved, savings: Math.round(hoursSaved * nonNegative(hourlyCost)) };
}
