// Decompiled by dxkit from a cs_5_0 program.

struct Words
{
    uint w[4];
};

RWStructuredBuffer<Words> Out : register(u0);
cbuffer Params : register(b0)
{
    uint Element;
    uint Word;
    uint Value;
};

[numthreads(1, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    int4 r0i;
    r0i.x = (int)Word << 2;
    Out[Element].w[Word] = Value;
    r0i.x = (int)threadId.y << 2;
    Out[threadId.x].w[threadId.y] = threadId.z;
}
