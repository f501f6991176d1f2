ps_3_0
#define r0 r0
#define F(a) mov a, c0 ## a
F(r0)
/* open