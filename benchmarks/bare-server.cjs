// The baseline for the HTTP benchmark: node:http, JSON.parse and the same engine function as the API, with no
// framework, validation or logging. What TaxAtlas adds on top of this is what the benchmark measures.
const http = require('node:http');
const { calculateUkIncomeTax } = require('../libs/tax-engine/dist/src/uk/income-tax.js');

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { grossIncome, taxYear } = JSON.parse(body);
    const data = calculateUkIncomeTax({
      grossIncome,
      taxYear,
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ success: true, data }));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
