export function total(lines) {
	return lines.length;  
}
