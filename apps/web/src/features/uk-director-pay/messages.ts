/**
 * Messages of the director pay page (/uk/director-pay), in English and German. Not in the static catalogue: the page's
 * chunk registers them when it loads (lib/i18n/feature-messages.ts). Figures are arguments, read from the parameters.
 */
export const en = {
  'directorPay.name': 'Salary or dividends',
  'directorPay.title': 'Salary or Dividends Calculator for Company Directors',
  'directorPay.lead':
    'Find the salary that leaves a director-shareholder of a one-director company the most, the rest of the profit paid as dividends, for any tax year from {firstYear} to {lastYear}.',
  'directorPay.form.label': 'Director salary or dividends calculator',
  'directorPay.form.profit': 'Company profit before your salary',
  'directorPay.form.profitPlaceholder': 'e.g. 50000',
  'directorPay.form.profitHelp': 'The profit of the year before your salary and the employer National Insurance on it.',
  'directorPay.form.taxYear': 'Tax year',
  'directorPay.form.otherIncome': 'Your other income',
  'directorPay.form.otherIncomeHelp': 'Another job, a pension or rent: it uses your Personal Allowance and bands first.',
  'directorPay.form.region': 'Where you live',
  'directorPay.form.employmentAllowance': 'The company claims Employment Allowance',
  'directorPay.form.employmentAllowanceHelp': 'Not for a company whose only employee paid above the Secondary Threshold is a director.',
  'directorPay.form.calculate': 'Find the best salary',
  'directorPay.placeholder': 'Enter the company’s profit to see the best salary, the dividend it leaves and your take-home pay.',
  'directorPay.calculating': 'Searching for the best salary…',
  'directorPay.how.title': 'How the best salary is found',
  'directorPay.how.salary':
    'A salary costs the company employer National Insurance at {employerRate}% above the Secondary Threshold ({secondaryThreshold}), but the salary and that NI are deducted before Corporation Tax. You pay employee National Insurance at {employeeRate}% above the Primary Threshold ({primaryThreshold}), and Income Tax once your income passes your Personal Allowance ({personalAllowance}).',
  'directorPay.how.dividends':
    'What the salary leaves is profit, taxed at {smallProfitsRate}% up to {lowerLimit} and {mainRate}% above {upperLimit} (with marginal relief between), and paid to you as a dividend. After the dividend allowance ({dividendAllowance}) dividends are taxed at {dividendOrdinaryRate}% in the basic rate band and {dividendUpperRate}% in the higher rate band.',
  'directorPay.how.search':
    'Take-home pay changes in straight lines between these thresholds, so the best salary is at one of them or where a line changes slope. The calculator works out every threshold exactly and about a hundred salaries in between; the Charts tab shows the curve and the law behind each threshold.',
  'directorPay.how.disclaimer':
    'A simplification: one director who owns the company, the whole profit paid out in the year, a 12-month accounting period from 1 April, no pension contributions or benefits. Results are informational only; ask a qualified adviser before deciding.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'directorPay.name': 'Gehalt oder Dividende',
  'directorPay.title': 'Rechner Gehalt oder Dividende für Geschäftsführer',
  'directorPay.lead':
    'Finden Sie das Gehalt, bei dem einem Gesellschafter-Geschäftsführer einer Ein-Personen-Gesellschaft am meisten bleibt, der restliche Gewinn als Dividende ausgezahlt, für jedes Steuerjahr von {firstYear} bis {lastYear}.',
  'directorPay.form.label': 'Rechner Gehalt oder Dividende für Geschäftsführer',
  'directorPay.form.profit': 'Gewinn der Gesellschaft vor Ihrem Gehalt',
  'directorPay.form.profitPlaceholder': 'z. B. 50000',
  'directorPay.form.profitHelp': 'Der Jahresgewinn vor Ihrem Gehalt und dem Arbeitgeberanteil zur National Insurance darauf.',
  'directorPay.form.taxYear': 'Steuerjahr',
  'directorPay.form.otherIncome': 'Ihre anderen Einkünfte',
  'directorPay.form.otherIncomeHelp': 'Eine andere Stelle, eine Rente oder Mieten: Sie nutzen Grundfreibetrag und Stufen zuerst.',
  'directorPay.form.region': 'Wohnort',
  'directorPay.form.employmentAllowance': 'Die Gesellschaft beansprucht die Employment Allowance',
  'directorPay.form.employmentAllowanceHelp':
    'Nicht für eine Gesellschaft, deren einziger Beschäftigter über der Secondary Threshold ein Geschäftsführer ist.',
  'directorPay.form.calculate': 'Bestes Gehalt finden',
  'directorPay.placeholder': 'Geben Sie den Gewinn der Gesellschaft ein, um das beste Gehalt, die Dividende und Ihr Netto zu sehen.',
  'directorPay.calculating': 'Das beste Gehalt wird gesucht …',
  'directorPay.how.title': 'So wird das beste Gehalt gefunden',
  'directorPay.how.salary':
    'Ein Gehalt kostet die Gesellschaft Arbeitgeberbeiträge zur National Insurance von {employerRate} % über der Secondary Threshold ({secondaryThreshold}), doch Gehalt und diese Beiträge mindern den Gewinn vor der Körperschaftsteuer. Sie zahlen Arbeitnehmerbeiträge von {employeeRate} % über der Primary Threshold ({primaryThreshold}) und Einkommensteuer, sobald Ihr Einkommen den Grundfreibetrag ({personalAllowance}) übersteigt.',
  'directorPay.how.dividends':
    'Was das Gehalt übrig lässt, ist Gewinn, besteuert mit {smallProfitsRate} % bis {lowerLimit} und {mainRate} % über {upperLimit} (dazwischen mit Marginal Relief), und wird Ihnen als Dividende ausgezahlt. Nach dem Dividendenfreibetrag ({dividendAllowance}) werden Dividenden mit {dividendOrdinaryRate} % in der Basisstufe und {dividendUpperRate} % in der höheren Stufe besteuert.',
  'directorPay.how.search':
    'Das Netto ändert sich zwischen diesen Schwellen geradlinig, daher liegt das beste Gehalt auf einer von ihnen oder dort, wo eine Gerade ihre Steigung ändert. Der Rechner berechnet jede Schwelle genau und etwa hundert Gehälter dazwischen; der Reiter „Diagramme“ zeigt die Kurve und das Gesetz hinter jeder Schwelle.',
  'directorPay.how.disclaimer':
    'Eine Vereinfachung: ein Geschäftsführer, dem die Gesellschaft gehört, der ganze Gewinn im Jahr ausgeschüttet, ein zwölfmonatiges Geschäftsjahr ab 1. April, keine Rentenbeiträge oder Sachleistungen. Die Ergebnisse dienen nur der Information; fragen Sie vor einer Entscheidung eine qualifizierte Fachperson.',
};

export const directorPayMessages = { en, de } as const;
