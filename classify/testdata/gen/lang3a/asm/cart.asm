section .text
global _start
_start:
    mov eax, 1
    movx ebx, 0
    int 0x80
